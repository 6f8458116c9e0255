import { useQueryClient } from "@tanstack/react-query";
import { useGqlMutation, useGqlQuery } from "../../graphql";
import {
  createWorkplanActivityMutation,
  createWorkplanMutation,
  createWorkplanSectionMutation,
  deleteWorkplanActivityMutation,
  updateWorkplanActivityMutation,
  updateWorkplanMutation,
  updateWorkplanSectionMutation,
  workplanActivitiesQuery,
  workplansQuery,
  workplanSectionsQuery,
} from "../graphql/queries";

/** Every work-plan answer lives under this key, so any change reloads plans, sections and activities (their counts move). */
export const workplansQueryKey = ["workplans"] as const;

function useReloadWorkplans() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workplansQueryKey });
}

export function useWorkplans() {
  return useGqlQuery([...workplansQueryKey, "list"], workplansQuery);
}

export function useWorkplanSections(workplanId: string | null) {
  return useGqlQuery(
    [...workplansQueryKey, "sections", workplanId],
    workplanSectionsQuery,
    { workplanId: workplanId ?? "" },
    { enabled: workplanId !== null },
  );
}

export function useWorkplanActivities(sectionId: string | null) {
  return useGqlQuery(
    [...workplansQueryKey, "activities", sectionId],
    workplanActivitiesQuery,
    { sectionId: sectionId ?? "" },
    { enabled: sectionId !== null },
  );
}

export function useCreateWorkplan() {
  return useGqlMutation(createWorkplanMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useUpdateWorkplan() {
  return useGqlMutation(updateWorkplanMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useCreateWorkplanSection() {
  return useGqlMutation(createWorkplanSectionMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useUpdateWorkplanSection() {
  return useGqlMutation(updateWorkplanSectionMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useCreateWorkplanActivity() {
  return useGqlMutation(createWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useUpdateWorkplanActivity() {
  return useGqlMutation(updateWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
export function useDeleteWorkplanActivity() {
  return useGqlMutation(deleteWorkplanActivityMutation, {
    onSettled: useReloadWorkplans(),
  });
}
