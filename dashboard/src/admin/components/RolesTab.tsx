import { Button, Card, H5, NonIdealState, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryPanel } from '../../history/components';
import { type SystemRoleFragment as SystemRole } from '../../graphql';
import { buildRoleTree, type RoleNode } from '../utils/roleTree';
import { CreateRoleDialog } from './CreateRoleDialog';

function toTreeNodes(nodes: RoleNode[], expanded: ReadonlySet<string>, selected: string | null): TreeNodeInfo<SystemRole>[] {
  return nodes.map((node) => ({
    id: node.role.systemRoleId,
    label: node.role.systemRoleName,
    icon: node.children.length > 0 ? 'folder-close' : 'person',
    isExpanded: expanded.has(node.role.systemRoleId),
    isSelected: selected === node.role.systemRoleId,
    hasCaret: node.children.length > 0,
    secondaryLabel:
      node.role.positions.length > 0 ? (
        <Tag minimal round>
          {node.role.positions.length}
        </Tag>
      ) : undefined,
    nodeData: node.role,
    childNodes: node.children.length > 0 ? toTreeNodes(node.children, expanded, selected) : undefined,
  }));
}

export interface RolesTabProps {
  roles: SystemRole[];
  canEdit: boolean;
}

/** System Roles: the role tree (4 levels), the positions and menus of the chosen role, and Create role (with the editar scope). */
export function RolesTab({ roles, canEdit }: RolesTabProps) {
  const { t } = useTranslation('admin');
  const tree = useMemo(() => buildRoleTree(roles), [roles]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(tree.map((node) => node.role.systemRoleId)));
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const chosen = roles.find((role) => role.systemRoleId === selected);

  function toggle(id: string, open: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="admin__split">
      <Card className="admin__tree">
        <div className="admin__toolbar">
          <H5>{t('roles.title')}</H5>
          {canEdit ? <Button intent="primary" icon="add" text={t('roles.create')} onClick={() => setCreating(true)} /> : null}
        </div>
        <Tree
          aria-label={t('roles.title')}
          contents={toTreeNodes(tree, expanded, selected)}
          onNodeClick={(node) => setSelected(String(node.id))}
          onNodeExpand={(node) => toggle(String(node.id), true)}
          onNodeCollapse={(node) => toggle(String(node.id), false)}
        />
      </Card>
      <Card className="admin__detail">
        {chosen ? (
          <>
            <H5>{chosen.systemRoleName}</H5>
            <p>{t('roles.level', { level: chosen.level })}</p>
            <h6 className="bp6-heading">{t('roles.positions')}</h6>
            {chosen.positions.length === 0 ? (
              <p>—</p>
            ) : (
              chosen.positions.map((position) => (
                <Tag key={position.positionId} className="admin__tag">
                  {position.positionName}
                </Tag>
              ))
            )}
            <h6 className="bp6-heading">{t('roles.menus')}</h6>
            {chosen.menus.length === 0 ? (
              <p>—</p>
            ) : (
              chosen.menus.map((menu) => (
                <Tag key={menu.systemMenuId} minimal className="admin__tag">
                  {menu.systemMenuName}
                </Tag>
              ))
            )}
            <ChangeHistoryPanel recordType="SystemRole" recordId={chosen.systemRoleId} />
          </>
        ) : (
          <NonIdealState icon="diagram-tree" description={t('roles.choose')} />
        )}
      </Card>
      {creating ? <CreateRoleDialog roles={roles} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
