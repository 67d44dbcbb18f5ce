// Headers Next's routing leaves on an answer that tell a browser nothing but the internal routes
// (issue 33): `x-middleware-rewrite` names the internal path the proxy rewrote to (`/it/b2c/…/-q/…`).
// server.mjs takes them off every answer before it leaves.
export const INTERNAL_HEADERS = ['x-middleware-rewrite'];

/** Removes INTERNAL_HEADERS from what `res` writes, however its head is written. */
export function hideInternalHeaders(res) {
  const { writeHead } = res;
  res.writeHead = function hideWriteHead(status, ...rest) {
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    const headers = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(headers)) {
      // Raw [name, value, name, value…] pairs.
      for (let i = headers.length - 2; i >= 0; i -= 2) if (INTERNAL_HEADERS.includes(String(headers[i]).toLowerCase())) headers.splice(i, 2);
    } else if (headers) {
      for (const name of Object.keys(headers)) if (INTERNAL_HEADERS.includes(name.toLowerCase())) delete headers[name];
    }
    return writeHead.call(this, status, ...rest);
  };
}
