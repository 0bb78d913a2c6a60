// Text a browser would run if it were ever served as a page: SVG with script, HTML, PHP and friends, each named and
// typed the way an attacker would send it as a "picture". The upload must refuse every one by its bytes.
import { gzipSync } from 'node:zlib';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const lols = Array.from({ length: 8 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
const svgScript = `<svg ${NS}><script>alert(document.cookie)</script></svg>`;
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const svgUse = `<svg ${NS}><script>alert(1)</script><g id="x"/></svg>`;

/** [what it is, filename, claimed type, text]: SVG in every disguise. */
export const SVG_FILES: readonly (readonly [string, string, string, string])[] = [
  ['SVG with <script>', 'me.svg', 'image/svg+xml', svgScript],
  ['SVG with onload', 'me.svg', 'image/svg+xml', `<svg ${NS} onload="alert(1)"/>`],
  [
    'SVG with an xlink:href javascript: link',
    'me.svg',
    'image/svg+xml',
    `<svg ${NS} ${XLINK}><a xlink:href="javascript:alert(1)"><text y="20">tap</text></a></svg>`,
  ],
  [
    'SVG with a foreignObject iframe',
    'me.svg',
    'image/svg+xml',
    `<svg ${NS}><foreignObject width="99" height="99"><iframe xmlns="http://www.w3.org/1999/xhtml" ` +
      `srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>`,
  ],
  [
    'SVG with an external entity (XXE)',
    'me.svg',
    'image/svg+xml',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`,
  ],
  [
    'SVG billion laughs',
    'me.svg',
    'image/svg+xml',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY l0 "lol">${lols}]><svg ${NS}><text>&l8;</text></svg>`,
  ],
  [
    'SVG with animate onbegin',
    'me.svg',
    'image/svg+xml',
    `<svg ${NS}><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>`,
  ],
  [
    'SVG using a data: SVG with script',
    'me.svg',
    'image/svg+xml',
    `<svg ${NS}><use href="data:image/svg+xml;base64,${Buffer.from(svgUse).toString('base64')}#x"/></svg>`,
  ],
  [
    'SVG with a javascript: @import',
    'me.svg',
    'image/svg+xml',
    `<svg ${NS}><style>@import url("javascript:alert(1)");</style></svg>`,
  ],
  ['SVG after a BOM and blank lines', 'me.svg', 'image/svg+xml', `\ufeff  \n\n<svg ${NS} onload="alert(1)"/>`],
  [
    'SVG image onerror, named .png',
    'me.png',
    'image/png',
    `<svg ${NS}><image href="https://evil.example/x.png" onerror="alert(1)"/></svg>`,
  ],
  ['SVG with script, claimed image/jpeg', 'me.jpg', 'image/jpeg', svgScript],
];

/** [what it is, filename, claimed type, text]: pages, scripts and server code dressed as pictures. */
export const MARKUP_FILES: readonly (readonly [string, string, string, string])[] = [
  ['HTML renamed .png', 'me.png', 'image/png', '<!doctype html><script>alert(document.cookie)</script>'],
  ['HTML body onload renamed .jpg', 'me.jpg', 'image/jpeg', '<html><body onload="alert(1)">hi</body></html>'],
  ['HTML iframe renamed .webp', 'me.webp', 'image/webp', '<iframe src="javascript:alert(1)"></iframe>'],
  ['HTML claimed text/html', 'me.html', 'text/html', '<!DOCTYPE html><html><script>alert(1)</script></html>'],
  ['HTML after blank lines', 'me.png', 'image/png', '\r\n\r\n   \t<html><script>alert(1)</script></html>'],
  ['PHP web shell renamed .png', 'me.png', 'image/png', "<?php system($_GET['c']); ?>"],
  ['PHP short echo renamed .jpg', 'me.jpg', 'image/jpeg', '<?= `$_GET[c]` ?>'],
  ['PHP named me.php.png', 'me.php.png', 'image/png', '<?php phpinfo(); ?>'],
  ['JSP renamed .jpg', 'me.jpg', 'image/jpeg', '<% Runtime.getRuntime().exec(request.getParameter("c")); %>'],
  [
    'XHTML with script',
    'me.png',
    'image/png',
    '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
  ],
  [
    'XML with an XSL stylesheet',
    'me.xml',
    'application/xml',
    '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:,x"?><x/>',
  ],
  ['JavaScript renamed .png', 'me.png', 'image/png', 'alert(document.cookie);'],
  ['JavaScript claimed application/javascript', 'me.js', 'application/javascript', 'fetch("/api/user")'],
  ['.htaccess making .png run as PHP', '.htaccess', 'text/plain', 'AddType application/x-httpd-php .png'],
  ['plain text notes', 'notes.txt', 'text/plain', 'just some notes\n'],
  [
    'MHTML page',
    'me.mht',
    'multipart/related',
    'MIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>',
  ],
  ['a data: URL of a PNG, as text', 'me.png', 'image/png', `data:image/png;base64,${onePixelPng}`],
  ['a base64 PNG, as text', 'me.png', 'image/png', onePixelPng],
  [
    'the EICAR antivirus test file',
    'me.png',
    'image/png',
    'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  ],
];

/** Markup whose bytes are not UTF-8 text: gzip'd SVG, UTF-16 HTML, HTML carrying the PNG signature's bytes. */
export const ENCODED_MARKUP: readonly (readonly [string, string, string, Uint8Array])[] = [
  ['SVGZ (gzip of an SVG with script)', 'me.svgz', 'image/svg+xml', gzipSync(svgScript)],
  [
    'UTF-16 HTML with its BOM',
    'me.png',
    'image/png',
    Buffer.from('\ufeff<html><script>alert(1)</script></html>', 'utf16le'),
  ],
  [
    'HTML with the PNG signature in a comment',
    'me.png',
    'image/png',
    Buffer.from('<html><!--\u0089PNG\r\n\u001a\n--><script>alert(1)</script></html>', 'latin1'),
  ],
];

/** What a stored picture must never contain: the markup and archive signatures the payloads carry. */
export const PAYLOAD_MARKERS = ['<script', '<svg', '<html', '<?php', 'javascript:', 'PK\u0003\u0004', '%PDF'];
