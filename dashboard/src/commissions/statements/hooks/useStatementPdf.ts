import { useMutation } from '@tanstack/react-query';
import { gql, type GraphqlRequestError } from '../../../graphql';
import { statementPdfQuery } from '../graphql/queries';
import { saveBase64 } from '../../../ui/utils/download';

/** Downloads the statement's PDF (built by the server, the detail screen's layout, in the reader's language). */
export function useStatementPdf() {
  return useMutation<void, GraphqlRequestError, string>({
    mutationFn: async (id) => {
      const { commissionStatementPdf } = await gql(statementPdfQuery, { id });
      saveBase64(commissionStatementPdf.content, commissionStatementPdf.fileName, 'application/pdf');
    },
  });
}
