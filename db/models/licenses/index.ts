export * from './posLicense';
