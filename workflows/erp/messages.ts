/**
 * User-facing texts of the ERP query process, in Spanish and English. The failure message of a
 * run is the English text; its details carry the code and both texts so the API and the
 * dashboard show the user's language.
 */
export type ErpQueryFailureCode = 'ErpOperationInvalid' | 'ErpDeadlineExceeded' | 'ErpRequestFailed' | 'ErpRequestMissing';

export interface ErpQueryFailureDetails {
  code: ErpQueryFailureCode;
  messages: { es: string; en: string };
  seconds?: number;
  erpError?: string;
}

export function erpQueryFailureMessages(
  code: ErpQueryFailureCode,
  values: { seconds?: number; erpError?: string; operation?: string; problems?: string } = {},
): { es: string; en: string } {
  switch (code) {
    case 'ErpOperationInvalid':
      return {
        es: `La consulta al ERP no es válida: ${values.problems ?? ''}`.trim(),
        en: `The ERP query is not valid: ${values.problems ?? ''}`.trim(),
      };
    case 'ErpDeadlineExceeded':
      return {
        es: `El ERP no respondió en ${values.seconds ?? 0} s`,
        en: `The ERP did not answer within ${values.seconds ?? 0} s`,
      };
    case 'ErpRequestFailed':
      return {
        es: `El ERP no pudo ejecutar la consulta ${values.operation ?? ''}: ${values.erpError ?? 'error desconocido'}`,
        en: `The ERP could not run the query ${values.operation ?? ''}: ${values.erpError ?? 'unknown error'}`,
      };
    case 'ErpRequestMissing':
      return {
        es: 'La solicitud al ERP ya no existe (fue borrada antes de leer la respuesta)',
        en: 'The ERP request no longer exists (it was deleted before the answer was read)',
      };
  }
}
