/** 'Go Back' as the 404 pages mean it: the previous page of this tab, else home. */
import { useNavigate } from 'react-router';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    // With no earlier page in this tab (a direct visit), going back means going home.
    const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    void (typeof index === 'number' && index > 0 ? navigate(-1) : navigate('/'));
  };
}
