/**
 * A form's problems (from its last submit) without the one of `field`: a field the user edits no longer shows
 * the problem it had; the next submit checks every field again. For `setProblems(withoutProblem(field))`;
 * the same object when the field had none, so nothing re-renders.
 */
export const withoutProblem =
  <F extends string>(field: F) =>
  <P extends Partial<Record<F, unknown>>>(problems: P): P =>
    problems[field] === undefined ? problems : { ...problems, [field]: undefined }
