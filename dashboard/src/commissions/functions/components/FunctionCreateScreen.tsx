import { Button, Card, FormGroup, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { functionDraftSchema, functionParameterFormSchema } from '../../../../../domain/commissions/forms';
import { codeWithParams } from '../../../../../domain/errors/message';
import { useZodForm } from '../../../ui/hooks';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath } from '../../utils/paths';
import { functionsCrumb, type FunctionDraft } from './functionDraft';

const draftSchema = functionDraftSchema(codeWithParams('COMMISSION_NAME_TOO_SHORT', { min: 1 }));

/**
 * funciones/crear on the shared function schemas (the API's): name and description (at least 1
 * character each) before a parameter can be added, a parameter name of letters, digits and `_` not
 * added yet (its problem under it), at least 1 parameter to continue.
 */
export function FunctionCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const form = useZodForm(draftSchema, { id: 'function', defaultValues: { name: '', description: '', arguments: [] as string[] } });
  const names = form.watch('arguments');
  const parameterSchema = useMemo(() => functionParameterFormSchema(names), [names]);
  const parameterForm = useZodForm(parameterSchema, { id: 'function', mode: 'onChange', defaultValues: { parameter: '' } });
  const described = form.watch('name').trim().length >= 1 && form.watch('description').trim().length >= 1;
  const setNames = (next: string[]) => form.setValue('arguments', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  const argumentsProblem = form.problem('arguments');
  return (
    <CommissionsPage title={t('editor.functions.createTitle')} crumbs={[functionsCrumb(t), { text: t('editor.functions.createTitle') }]} module="Functions">
      {() => (
        <Card className="steps-form">
          <form
            id="function-create"
            noValidate
            onSubmit={form.submit((draft) => void navigate(commissionsPath('funciones/crear/pasos'), { state: draft satisfies FunctionDraft }))}
          >
            <FormGroup label={t('editor.form.name')} {...form.group('name')}>
              <InputGroup maxLength={200} autoFocus {...form.input('name')} />
            </FormGroup>
            <FormGroup label={t('editor.functions.description')} {...form.group('description')}>
              <TextArea fill maxLength={500} {...form.textArea('description')} />
            </FormGroup>
          </form>
          <form
            noValidate
            onSubmit={parameterForm.submit(({ parameter }) => {
              setNames([...names, parameter]);
              parameterForm.reset({ parameter: '' });
            })}
          >
            <FormGroup label={t('editor.functions.parameterName')} {...parameterForm.group('parameter')}>
              <InputGroup
                {...parameterForm.input('parameter')}
                disabled={!described}
                rightElement={
                  <Button type="submit" icon="add" text={t('editor.functions.addParameter')} disabled={!described || parameterForm.submitDisabled} />
                }
              />
            </FormGroup>
          </form>
          <FormGroup
            intent={argumentsProblem ? 'danger' : 'none'}
            helperText={argumentsProblem ?? (names.length === 0 ? t('editor.functions.needsParameter') : undefined)}
          >
            <div className="steps-editor__toolbar">
              {names.map((entry) => (
                <Tag key={entry} large onRemove={() => setNames(names.filter((other) => other !== entry))}>
                  {entry}
                </Tag>
              ))}
            </div>
          </FormGroup>
          <div className="steps-editor__toolbar">
            <Button text={t('actions.cancel')} onClick={() => void navigate(commissionsPath('funciones'))} />
            <Button type="submit" form="function-create" intent="primary" text={t('editor.form.continue')} disabled={form.submitDisabled} />
          </div>
        </Card>
      )}
    </CommissionsPage>
  );
}
