/** multipart/form-data bodies built by hand, as a browser sends them, for upload tests. */
export interface FilePart {
  /** The form field; `avatar` unless given. */
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

function start(fields: Record<string, string>) {
  const boundary = `----clearwell${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    boundary,
    text: Buffer.from(text),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fileHead = (boundary: string, file: Omit<FilePart, 'data'>) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
const end = (boundary: string) => Buffer.from(`--${boundary}--\r\n`);

/**
 * Everything around one file's bytes: the text fields and the file's part header before them,
 * the closing boundary after. Lets a test stream a file of any size between the two.
 */
export function multipartEnvelope(fields: Record<string, string>, file: Omit<FilePart, 'data'>) {
  const { boundary, text, headers } = start(fields);
  return {
    head: Buffer.concat([text, fileHead(boundary, file)]),
    tail: Buffer.concat([Buffer.from('\r\n'), end(boundary)]),
    headers,
  };
}

/** A whole body: text fields and, optionally, one or more files. */
export function multipartBody(fields: Record<string, string>, files: FilePart | FilePart[] = []) {
  const { boundary, text, headers } = start(fields);
  const parts = [
    text,
    ...[files].flat().flatMap((f) => [fileHead(boundary, f), f.data, Buffer.from('\r\n')]),
    end(boundary),
  ];
  return { payload: Buffer.concat(parts), headers };
}

/** A multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, data: Buffer, contentType = 'application/zip') {
  return multipartBody({}, { field, name: filename, type: contentType, data });
}
