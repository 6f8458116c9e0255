import { Colors } from '@blueprintjs/core';

/**
 * The charts' colours: Blueprint's own (the design card's UI kit), the "3" shade of each hue so
 * they read on white and in print, in an order where neighbours differ (blue, green, orange, red...).
 */
export const chartColors = [
  Colors.BLUE3,
  Colors.GREEN3,
  Colors.ORANGE3,
  Colors.RED3,
  Colors.VIOLET3,
  Colors.TURQUOISE3,
  Colors.GOLD3,
  Colors.CERULEAN3,
  Colors.ROSE3,
  Colors.SEPIA3,
] as const;

/** Fixed meanings used across screens: a band's fill, a target or reference line, a muted series. */
export const chartRoles = {
  band: Colors.BLUE5,
  reference: Colors.DARK_GRAY1,
  muted: Colors.GRAY3,
  good: Colors.GREEN3,
  bad: Colors.RED3,
  pending: Colors.GOLD3,
} as const;

/** The colour of the n-th series. */
export const chartColor = (index: number): string => chartColors[index % chartColors.length]!;
