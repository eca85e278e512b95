// The JavaScript budget is written in gzip, while Chromium negotiates brotli when the server offers
// it: each script the run loaded is fetched again asking for gzip only, and its body counted.
import http from 'node:http';

function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The gzip-encoded size of every distinct script, as a gzip-only browser would download them. */
export async function gzipScriptBytes(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(urls)].map(gzipBodyBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}
