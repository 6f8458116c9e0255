import { useState } from 'react';
import { initialsOf } from '../utils/initials';

export interface UserAvatarProps {
  url: string | null | undefined;
  fullName: string;
  userName: string;
  label: string;
}

/** A user's profile photo thumbnail in the users list, or their initials when there is none (or it fails to load). */
export function UserAvatar({ url, fullName, userName, label }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) return <img className="admin__avatar" src={url} alt={label} loading="lazy" onError={() => setFailed(true)} />;
  return (
    <span className="admin__avatar admin__avatar--initials" role="img" aria-label={label}>
      {initialsOf(fullName, userName)}
    </span>
  );
}
