import { Box, ProgressBar, Text } from './ink';

export interface ProgressProps {
  /** Items done so far. */
  done: number;
  /** Items in all; 0 while unknown. */
  total: number;
}

/** A fixed-width bar (@inkjs/ui) followed by done/total. */
export function Progress({ done, total }: ProgressProps) {
  return (
    <Box>
      <Box width={30}>
        <ProgressBar value={total > 0 ? (done / total) * 100 : 0} />
      </Box>
      <Text> {`${done}/${total}`}</Text>
    </Box>
  );
}
