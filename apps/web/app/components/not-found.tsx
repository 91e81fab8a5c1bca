/** The spec's not-found page: its text only. */
export function NotFound({ text }: { text: string }) {
  return (
    <section className="py-16 text-center">
      <h1 className="font-heading text-3xl font-bold">{text}</h1>
    </section>
  )
}
