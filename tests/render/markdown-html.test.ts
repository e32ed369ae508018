import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { markdownHtml } from '@/lib/render/markdown-html';

const href = (name: string) => `/docs/${name}`;

test.each([
  { label: 'a heading one level down, with an anchor', md: '## The calendar', html: '<h3 id="the-calendar">The calendar</h3>' },
  { label: 'text is escaped, code too', md: 'a <script>x</script> and `<b>`', html: '<p>a &lt;script&gt;x&lt;/script&gt; and <code>&lt;b&gt;</code></p>' },
  { label: 'a link to another document becomes its page', md: 'see [the API](docs/http-api.md#errors)', html: '<p>see <a href="/docs/http-api#errors">the API</a></p>' },
  { label: 'the README by its name', md: '[start](README.md)', html: '<p><a href="/docs/readme">start</a></p>' },
  { label: 'a link to a repository file keeps its text only', md: '[the config](deploy/nginx.conf)', html: '<p>the config</p>' },
  { label: 'a fenced block', md: '```sh\nnpm ci && npm start\n```', html: '<pre><code>npm ci &amp;&amp; npm start</code></pre>' },
  { label: 'a table with a | inside code', md: '| a | b |\n|---|---|\n| `x|y` | **2** |', html: '<div class="table-wrap"><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>x|y</code></td><td><strong>2</strong></td></tr></tbody></table></div>' },
  { label: 'a list with a continued item', md: '- one\n  more\n- two', html: '<ul><li>one more</li><li>two</li></ul>' },
])('$label', ({ md, html }) => {
  expect(markdownHtml(md, href)).toBe(html);
});

test('a javascript: or data: address is never a link', () => {
  for (const md of ['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](//evil.example)']) expect(markdownHtml(md, href)).not.toContain('href');
});

test('every document of docs/ and the README renders, with no raw tag left from the text', () => {
  const docs = readdirSync(join(process.cwd(), 'docs')).filter((f) => f.endsWith('.md'));
  expect(docs.length).toBeGreaterThanOrEqual(6);
  for (const f of [...docs.map((d) => join('docs', d)), 'README.md']) {
    const html = markdownHtml(readFileSync(join(process.cwd(), f), 'utf8'), href);
    expect(html.length, f).toBeGreaterThan(500);
    expect(html, f).not.toMatch(/<(?!\/?(h[1-6]|p|a|code|pre|ul|ol|li|table|thead|tbody|tr|th|td|div|strong|em)\b)[a-z]/);
  }
});
