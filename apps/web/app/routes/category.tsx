/** Placeholder: built with the catalogue screens. */
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Coming up</h1>;
}
