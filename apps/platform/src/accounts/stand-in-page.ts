// The plain HTML pages of the local stand-ins (professional network, account removal, partner tests):
// one look, texts escaped. A module of its own so the stand-ins share it without importing each other.

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;border:1px solid #71717a;border-radius:.25rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{padding:.6rem 1rem;font-size:1rem;border-radius:.25rem;border:1px solid #1d4ed8;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff}button[value=cancel]{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}p.note{font-size:.875rem;color:#3f3f46}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function errorPage(message: string): string {
  return page('Erro', `<h1>Não foi possível continuar</h1>\n<p role="alert">${escapeHtml(message)}</p>`)
}
