/** Local part, @, domain, and an ending of 2 to 4 letters (spec 000 section 5, landing e-mail). */
const landingEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

export type LandingEmailProblem = 'required' | 'format';

/** Why an e-mail typed on the landing page cannot be sent, or undefined when it can. */
export function landingEmailProblem(value: string): LandingEmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (!landingEmailPattern.test(email)) return 'format';
  return undefined;
}
