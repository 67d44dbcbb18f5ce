// A static page: what Next serves with no data, no i18n and no CSS.
export default function Page() {
  return <h1>Hello, world</h1>;
}
