export * from "./posLicense";
