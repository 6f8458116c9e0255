import { Schema } from 'mongoose';
import { commandTargets, type CommandTarget } from '../../../domain/remoteCommands/commands';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** A command stores can be sent (spec 002 section 3, Remote command): JSON text with oper and data. */
export interface RemoteCommand {
  remoteCommandName: string;
  remoteCommandDescription: string;
  command: string;
  enable: boolean;
  /** What the sender picks with it: nothing, a customer of the store or a promotional kit. */
  target: CommandTarget;
}

const remoteCommandSchema = new Schema<RemoteCommand & VersionedRecord>(
  {
    remoteCommandName: { type: String, required: true },
    remoteCommandDescription: { type: String, default: '' },
    command: { type: String, required: true },
    enable: { type: Boolean, default: true },
    target: { type: String, enum: commandTargets, default: 'none' },
  },
  { timestamps: true, collection: 'remoteCommands' },
);
remoteCommandSchema.plugin(versionedRecordPlugin);
remoteCommandSchema.index({ remoteCommandName: 1 }, { unique: true });

export const RemoteCommandModel = defineModel<RemoteCommand & VersionedRecord>('RemoteCommand', remoteCommandSchema);
