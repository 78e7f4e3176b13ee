import { describe, expect, it } from 'vitest';
import { diffSteps } from './version-diff.js';
import type { StoredStep } from '../../db/version-snapshot.js';

const step = (id: string, title = id.toUpperCase(), extra: Partial<StoredStep> = {}): StoredStep => ({
  id,
  title,
  description: '',
  text_content: 'Text',
  type: ['text'],
  options: { radio_title: '', radio_options: [], slider_title: '', slider_config: { min: 0, max: 10 } },
  media: { image: [], video: null, audio: null },
  order: 1,
  ...extra,
});
const image = (file: string, name: string) => ({ file, name, content_type: 'image/png', size_bytes: 10 });

describe('diffSteps', () => {
  it('lists nothing between equal versions', () => {
    expect(diffSteps([step('a'), step('b')], [step('a'), step('b')])).toEqual([]);
  });

  it('names a deleted step once, not every step that moved up', () => {
    const changes = diffSteps([step('a'), step('b'), step('c'), step('d')], [step('a'), step('c'), step('d')]);
    expect(changes.map((c) => c.text)).toEqual(["Removed step 'B'"]);
  });

  it('names the one step that moved, with its old and new position', () => {
    const changes = diffSteps(
      [step('a'), step('b'), step('c'), step('d')],
      [step('d'), step('a'), step('b'), step('c')],
    );
    expect(changes).toEqual([
      expect.objectContaining({
        step_id: 'd',
        kind: 'moved',
        before: '4',
        after: '1',
        text: "Moved step 'D' from position 4 to 1",
      }),
    ]);
  });

  it('names an added step with its position, and each edited field with its wording before and after', () => {
    const before = [
      step('a', 'Feel It Now', {
        options: { radio_title: '', radio_options: ['Yes'], slider_title: '', slider_config: { min: 0, max: 10 } },
      }),
    ];
    const after = [
      step('a', 'Feel Now', {
        options: { radio_title: '', radio_options: ['Yes', 'No'], slider_title: '', slider_config: { min: 1, max: 5 } },
      }),
      step('n', 'New'),
    ];
    expect(diffSteps(before, after).map((c) => [c.kind, c.field, c.before, c.after])).toEqual([
      ['added', null, null, null],
      ['edited', 'title', 'Feel It Now', 'Feel Now'],
      ['edited', 'radio_options', 'Yes', 'Yes, No'],
      ['edited', 'slider_config', '0 to 10', '1 to 5'],
    ]);
  });

  it('takes a text saved again with CRLF line breaks as unchanged', () => {
    expect(
      diffSteps([step('a', 'A', { text_content: 'One\nTwo' })], [step('a', 'A', { text_content: 'One\r\nTwo' })]),
    ).toEqual([]);
  });

  it('names media by file name, and sees a file replaced under the same name', () => {
    const was = step('a', 'Look', { media: { image: [image('k1.png', 'sea.png')], video: null, audio: null } });
    const now = step('a', 'Look', {
      media: { image: [image('k2.png', 'sea.png')], video: null, audio: image('k3.mp3', 'voice.mp3') },
    });
    expect(diffSteps([was], [now]).map((c) => [c.field, c.before, c.after])).toEqual([
      ['images', 'sea.png', 'sea.png'],
      ['audio', '', 'voice.mp3'],
    ]);
  });

  it('lists a change of a translation per language, and none against a version kept before translations', () => {
    const was = step('a', 'Rest', { key: 'rest', translations: { es: { title: 'Descansa' } } });
    const now = step('a', 'Rest', {
      key: 'rest',
      translations: { es: { title: 'Descansa', radio_options: ['Sí', 'No'] }, de: { title: 'Ruhe' } },
    });
    expect(diffSteps([was], [now]).map((c) => [c.field, c.before, c.after, c.text])).toEqual([
      [
        'translations.es',
        'title: Descansa',
        'title: Descansa\nradio_options: Sí, No',
        "Changed the Spanish texts of 'Rest'",
      ],
      ['translations.de', '', 'title: Ruhe', "Changed the German texts of 'Rest'"],
    ]);
    expect(diffSteps([step('a', 'Rest')], [now])).toEqual([]);
  });
});
