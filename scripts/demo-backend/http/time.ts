/** JeecgBoot's date-time text (`2026-01-05 10:00:00`), in the demo backend's local time. */
export function jeecgDateTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ` +
    `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`
  );
}
