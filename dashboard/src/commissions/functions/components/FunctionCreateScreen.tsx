import { Button, Card, FormGroup, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath } from '../../utils/paths';
import { functionsCrumb, type FunctionDraft } from './functionDraft';

/** funciones/crear: name and description (at least 1 character each) before a parameter can be added; at least 1 parameter to continue. */
export function FunctionCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [parameter, setParameter] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const described = name.trim().length >= 1 && description.trim().length >= 1;
  const validParameter = /^[\p{L}\w]{1,40}$/u.test(parameter.trim()) && !names.includes(parameter.trim());
  return (
    <CommissionsPage title={t('editor.functions.createTitle')} crumbs={[functionsCrumb(t), { text: t('editor.functions.createTitle') }]} module="Functions">
      {() => (
        <Card className="steps-form">
          <FormGroup label={t('editor.form.name')} labelFor="function-name">
            <InputGroup id="function-name" value={name} onValueChange={setName} maxLength={200} autoFocus />
          </FormGroup>
          <FormGroup label={t('editor.functions.description')} labelFor="function-description">
            <TextArea id="function-description" fill value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={500} />
          </FormGroup>
          <FormGroup
            label={t('editor.functions.parameterName')}
            labelFor="function-parameter"
            helperText={names.length === 0 ? t('editor.functions.needsParameter') : undefined}
          >
            <InputGroup
              id="function-parameter"
              value={parameter}
              onValueChange={setParameter}
              disabled={!described}
              rightElement={
                <Button
                  icon="add"
                  text={t('editor.functions.addParameter')}
                  disabled={!described || !validParameter}
                  onClick={() => {
                    setNames((current) => [...current, parameter.trim()]);
                    setParameter('');
                  }}
                />
              }
            />
          </FormGroup>
          <div className="steps-editor__toolbar">
            {names.map((entry) => (
              <Tag key={entry} large onRemove={() => setNames((current) => current.filter((other) => other !== entry))}>
                {entry}
              </Tag>
            ))}
          </div>
          <div className="steps-editor__toolbar">
            <Button text={t('actions.cancel')} onClick={() => void navigate(commissionsPath('funciones'))} />
            <Button
              intent="primary"
              text={t('editor.form.continue')}
              disabled={!described || names.length === 0}
              onClick={() =>
                void navigate(commissionsPath('funciones/crear/pasos'), {
                  state: { name: name.trim(), description: description.trim(), arguments: names } satisfies FunctionDraft,
                })
              }
            />
          </div>
        </Card>
      )}
    </CommissionsPage>
  );
}
