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
  const text = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  return { boundary, text, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Everything around one file's bytes: the text fields and the file's part header before them,
 * the closing boundary after. Lets a test stream a file of any size between the two.
 */
export function multipartEnvelope(fields: Record<string, string>, file: Omit<FilePart, 'data'>) {
  const { boundary, text, headers } = start(fields);
  const disposition = `form-data; name="${file.field ?? 'avatar'}"; filename="${file.name}"`;
  return {
    head: Buffer.from(`${text}--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    headers,
  };
}

/** A whole body: text fields and, optionally, one file. */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  if (file) {
    const { head, tail, headers } = multipartEnvelope(fields, file);
    return { payload: Buffer.concat([head, file.data, tail]), headers };
  }
  const { boundary, text, headers } = start(fields);
  return { payload: Buffer.from(`${text}--${boundary}--\r\n`), headers };
}
