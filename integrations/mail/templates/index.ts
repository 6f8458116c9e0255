export { mailTemplate, mailText, type RenderedMail } from './engine';
export { customerNotice, registrationMail, type RegistrationMailInput } from './customers';
export { loginFailureMail, reminderMail, summaryMail, transmissionFailureMail } from './xadis';
export { purchaseOrderMail } from './purchasing';
export { statementMail, statementReviewMail } from './commissions';
