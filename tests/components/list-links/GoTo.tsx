import { useNavigate } from 'react-router';

/** A link inside the app (as a dashboard figure is): navigates to `to` when clicked. */
export function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {`前往 ${to}`}
    </button>
  );
}
