/** The red message under a form (spec section 8: errors in red under the form). */

export interface Problem {
  message: string;
  /** a second line beneath: the server's reason, when there is one */
  reason: string | null;
}

export function FormProblem({ problem, testId }: { problem: Problem | null; testId: string }) {
  // The live region stays on the page so that screen readers announce each new message.
  return (
    <div
      role="alert"
      data-testid={testId}
      className="min-h-6 text-sm font-semibold text-red-700 dark:text-red-400"
    >
      {problem === null ? null : (
        <>
          <p>{problem.message}</p>
          {problem.reason === null ? null : <p className="mt-1 font-normal">{problem.reason}</p>}
        </>
      )}
    </div>
  );
}
