/** The connection voltages (kV) an asset may have: `flex/voltages/` lists them and every asset write is checked against them. */
export const VOLTAGES_KV = [0.24, 0.4, 6.6, 11, 22, 33, 66, 132] as const;
