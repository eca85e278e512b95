/** The success envelope every /api/admin answer is wrapped in. */
export function success<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}
