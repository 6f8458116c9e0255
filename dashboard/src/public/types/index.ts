/** Where a subscription came from; the landing page is the only origin so far. */
export type EmailSuscriptionOrigin = 'landingPage';

export interface CreateEmailSuscriptionInput {
  email: string;
  active: boolean;
  origin: EmailSuscriptionOrigin;
}

export interface EmailSuscription {
  email: string;
  active: boolean;
  origin: EmailSuscriptionOrigin;
}

export interface CreateEmailSuscriptionResult {
  createEmailSuscription: EmailSuscription;
}

export interface LegalSection {
  title: string;
  paragraphs: string[];
}
