import { Button, Card, H4, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { useProfile } from '../hooks';
import { sameOriginFileUrl } from '../utils/fileUrl';
import { AuthenticatorDialog } from './AuthenticatorDialog';
import { DisableAuthenticatorDialog } from './DisableAuthenticatorDialog';
import { PhotoDialog } from './PhotoDialog';
import { ProfileDialog } from './ProfileDialog';
import './profile.css';

/** /prometheus/profile/:id: photo card (height 240), account details and the two edit dialogs. */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const profile = useProfile(id);
  const [dialog, setDialog] = useState<'photo' | 'profile' | 'authenticator' | 'disableAuthenticator' | null>(null);
  useErrorToast(profile.error);

  if (profile.isPending) return <Spinner className="profile__spinner" />;
  if (profile.isError) {
    return (
      <>
        <ScreenHeading title={t('title')} />
        <QueryProblem error={profile.error} onRetry={() => void profile.refetch()} />
      </>
    );
  }
  const data = profile.data.profile;
  const close = () => setDialog(null);

  return (
    <>
      <ScreenHeading title={t('title')} />
      <div className="profile">
        <Card className="profile__photo" elevation={1}>
          <div className="profile__photo-frame" style={{ borderColor: data.color }}>
            {data.profilePhotoUrl ? (
              <img src={sameOriginFileUrl(data.profilePhotoUrl, window.location.origin)} alt={t('photo.alt', { name: data.fullName })} />
            ) : (
              <NonIdealState icon="person" description={t('photo.none')} />
            )}
          </div>
          <Button icon="camera" text={t('photo.change')} onClick={() => setDialog('photo')} />
        </Card>
        <Card className="profile__details" elevation={1}>
          <div className="profile__details-heading">
            <H4>{data.nickname || data.fullName}</H4>
            <Button intent="primary" icon="edit" text={t('edit.open')} onClick={() => setDialog('profile')} />
          </div>
          <h5 className="profile__facts-title">{t('details.title')}</h5>
          <dl className="profile__facts">
            <dt>{t('details.userName')}</dt>
            <dd>{data.userName}</dd>
            <dt>{t('details.fullName')}</dt>
            <dd>{data.fullName}</dd>
            <dt>{t('details.nickname')}</dt>
            <dd>{data.nickname ?? '—'}</dd>
            <dt>{t('details.position')}</dt>
            <dd>{data.position.positionName}</dd>
            <dt>{t('details.role')}</dt>
            <dd>{data.role?.systemRoleName ?? '—'}</dd>
            <dt>{t('details.warehouse')}</dt>
            <dd>{data.warehouse?.warehouseName ?? '—'}</dd>
            <dt>{t('details.phones')}</dt>
            <dd>
              {data.phones.length === 0
                ? '—'
                : data.phones.map((phone) => (
                    <div key={`${phone.phoneType}-${phone.phone}`}>
                      <Icon icon="phone" size={12} /> {phone.display} <Tag minimal>{t(`phoneTypes.${phone.phoneType}`, { defaultValue: phone.phoneType })}</Tag>
                    </div>
                  ))}
            </dd>
            <dt>{t('details.emails')}</dt>
            <dd>{data.emails.length === 0 ? '—' : data.emails.map((email) => <div key={email.email}>{email.email}</div>)}</dd>
            <dt>{t('details.pin')}</dt>
            <dd>{data.hasPin ? t('details.pinSet') : t('details.pinNotSet')}</dd>
            <dt>{t('details.authenticator')}</dt>
            <dd>
              {data.totpEnabled ? (
                <div className="profile__authenticator">
                  <Tag intent="success" icon="shield">
                    {t('authenticator.enabled')}
                  </Tag>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="unlock"
                    text={t('authenticator.disable')}
                    onClick={() => setDialog('disableAuthenticator')}
                  />
                </div>
              ) : (
                <Button size="small" icon="shield" text={t('authenticator.setUp')} onClick={() => setDialog('authenticator')} />
              )}
            </dd>
          </dl>
        </Card>
      </div>
      <PhotoDialog attendantId={data.attendantId} isOpen={dialog === 'photo'} onClose={close} />
      {dialog === 'profile' ? <ProfileDialog profile={data} onClose={close} /> : null}
      {dialog === 'authenticator' ? <AuthenticatorDialog attendantId={data.attendantId} onClose={close} /> : null}
      {dialog === 'disableAuthenticator' ? <DisableAuthenticatorDialog attendantId={data.attendantId} onClose={close} /> : null}
    </>
  );
}
