// A part of a catalogue, split off by vite.config.ts (lazy-namespaces.ts).
declare module '*.json?namespace=terms' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=privacy' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=auth' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=authError' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=profile' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=safety' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=admin' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=trust' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=photoForm' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=messages' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=form' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=contactVisibility' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=add' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=update' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=faq' {
  const messages: Record<string, unknown>;
  export default messages;
}
