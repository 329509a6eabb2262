/**
 * The app record's check as the app starts: a stored record that cannot be parsed is cleared and
 * its error thrown to the error screen (spec sections 2 and 5), whose 'Reset all app data' then
 * starts afresh. Runs after hydration (the server has no storage).
 */
import { useEffect, useState } from 'react';
import { checkAppRecord } from './storage';

export function useAppRecordCheck(): void {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const check = () => {
      setProblem(checkAppRecord());
    };
    check();
  }, []);
  if (problem !== null) throw new Error(problem);
}
