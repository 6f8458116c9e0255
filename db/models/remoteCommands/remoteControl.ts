import { Schema, type Types } from 'mongoose';
import { remoteControlStatusTypes, type RemoteControlStatusType } from '../../../domain/remoteCommands/commands';
import { defineModel } from '../common';

/**
 * A command sent to a store (spec 002 section 3, Remote control): the command as it was sent, the
 * params (customer or kit), and the status list the store's point of sale extends. `takenBy` and
 * `takenAt` record which point of sale took it: a pending command is handed out once.
 */
export interface RemoteControlStatusEntry {
  remoteControlStatusType: RemoteControlStatusType;
  /** Epoch seconds. */
  startDatetime: number;
  endDatetime: number | null;
  attendantId: string | null;
}

export interface RemoteControl {
  remoteCommandId: Types.ObjectId;
  remoteCommand: { remoteCommandName: string; command: string };
  warehouseId: string;
  /** JSON text: {customerId} or {productKitId} or {}. */
  params: string;
  remoteControlStatus: RemoteControlStatusEntry[];
  /** The last status type, kept for the pending-command query. */
  status: RemoteControlStatusType;
  sentBy: string;
  /** Epoch ms of sending; a command older than the expiry is no longer handed out. */
  sentAt: number;
  takenBy: string | null;
  takenAt: number | null;
  response: string | null;
}

const statusSchema = new Schema<RemoteControlStatusEntry>(
  {
    remoteControlStatusType: { type: String, enum: remoteControlStatusTypes, required: true },
    startDatetime: { type: Number, required: true },
    endDatetime: { type: Number, default: null },
    attendantId: { type: String, default: null },
  },
  { _id: false },
);

const remoteControlSchema = new Schema<RemoteControl>(
  {
    remoteCommandId: { type: Schema.Types.ObjectId, required: true },
    remoteCommand: {
      remoteCommandName: { type: String, required: true },
      command: { type: String, required: true },
    },
    warehouseId: { type: String, required: true },
    params: { type: String, default: '{}' },
    remoteControlStatus: { type: [statusSchema], default: [] },
    status: { type: String, enum: remoteControlStatusTypes, required: true },
    sentBy: { type: String, required: true },
    sentAt: { type: Number, required: true },
    takenBy: { type: String, default: null },
    takenAt: { type: Number, default: null },
    response: { type: String, default: null },
  },
  { timestamps: true, collection: 'remoteControls' },
);
remoteControlSchema.index({ warehouseId: 1, status: 1, sentAt: 1 });
remoteControlSchema.index({ sentAt: -1 });
// The history table's sorts (docs/tables.md): each sortable column has its index.
remoteControlSchema.index({ 'remoteCommand.remoteCommandName': 1 });
remoteControlSchema.index({ status: 1, sentAt: -1 });
remoteControlSchema.index({ sentBy: 1 });

export const RemoteControlModel = defineModel<RemoteControl>('RemoteControl', remoteControlSchema);
