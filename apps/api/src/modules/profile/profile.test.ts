import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { GIF_1PX, jpegWithExif, PNG_1PX } from '../../../test/images.js';
import { multipartBody as multipart } from '../../../test/multipart.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const putProfile = (token: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });

const fileOnDisk = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/files\//, ''));

describe('GET /api/auth/profile', () => {
  it('answers the caller as the user object, without secrets', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { firstName: 'Dana', lastName: "O'Neil <3" });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'agreement_accepted',
        'avatar',
        'created_at',
        'email',
        'first_name',
        'guide_medium',
        'id',
        'last_name',
        'role',
        'share_data_for_research',
        'status',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: p.id,
      first_name: 'Dana',
      last_name: "O'Neil <3",
      role: 'patient',
      status: 'active',
      avatar: null,
      guide_medium: 'video',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 401 without a token and 403 with an admin token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const { createAdmin } = await import('../../../test/factories.js');
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(admin.token) })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/auth/profile', () => {
  it('saves names and an avatar, serves it, strips EXIF and removes the old file when replaced', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const first = await putProfile(
      p.token,
      multipart(
        { first_name: ' Sam ', last_name: 'Reed' },
        { name: 'me.jpg', type: 'image/jpeg', data: jpegWithExif() },
      ),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { first_name: 'Sam', last_name: 'Reed' } });
    const firstAvatar: string = first.json().data.avatar;
    expect(firstAvatar).toMatch(/^\/files\/avatars\/[0-9a-f-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: firstAvatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString('latin1')).not.toContain('GPS-52.37N');

    const second = await putProfile(
      p.token,
      multipart({ first_name: 'Sam', last_name: 'Reed' }, { name: 'photo.jpg', type: 'image/jpeg', data: PNG_1PX }),
    );
    expect(second.statusCode).toBe(200);
    const secondAvatar: string = second.json().data.avatar;
    expect(secondAvatar).toMatch(/\.png$/);
    expect(existsSync(fileOnDisk(firstAvatar))).toBe(false);
    expect(existsSync(fileOnDisk(secondAvatar))).toBe(true);

    const namesOnly = await putProfile(p.token, multipart({ first_name: 'Samuel', last_name: 'Reed' }));
    expect(namesOnly.json().data).toMatchObject({ first_name: 'Samuel', avatar: secondAvatar });
    const gif = await putProfile(
      p.token,
      multipart({ first_name: 'Samuel', last_name: 'Reed' }, { name: 'a.gif', type: 'image/gif', data: GIF_1PX }),
    );
    expect(gif.json().data.avatar).toMatch(/\.gif$/);
  });

  it('refuses a file that is not an image by its bytes with 415, whatever its name, and keeps the profile', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { firstName: 'Kept' });
    const res = await putProfile(
      p.token,
      multipart(
        { first_name: 'Changed', last_name: 'X' },
        { name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row).toMatchObject({ firstName: 'Kept', avatarKey: null });
  });

  it('refuses an avatar over 2 MB with 413', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await putProfile(
      p.token,
      multipart({ first_name: 'A', last_name: 'B' }, { name: 'big.png', type: 'image/png', data: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses empty names with 400 and one detail per field, and removes the uploaded file', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await putProfile(
      p.token,
      multipart({ first_name: '  ', last_name: '' }, { name: 'a.png', type: 'image/png', data: PNG_1PX }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['first_name', 'last_name']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.avatarKey).toBeNull();
  });

  it('accepts the names as JSON too', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { first_name: 'Jo', last_name: 'Ng' },
      headers: bearer(p.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Jo', last_name: 'Ng' });
  });
});

describe('PUT /api/auth/profile and fields it does not own', () => {
  it('ignores e-mail, status, avatar paths and agreement sent by the client', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { agreementAccepted: false });
    const body = multipart({
      first_name: 'Eve',
      last_name: 'Stone',
      email: 'other@example.test',
      status: 'inactive',
      avatar: '/files/../../etc/passwd',
      agreement_accepted: 'true',
    });
    const res = await putProfile(p.token, body);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row).toMatchObject({
      email: p.email,
      status: 'active',
      avatarKey: null,
      agreementAccepted: false,
      firstName: 'Eve',
    });
  });
});
