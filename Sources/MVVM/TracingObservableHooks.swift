// What `workbook trace` hooks into an `Observable`: instrumentation, not part of the
// pattern (the metrics leave Tracing… files out). Only the composition root sets it.

/// What `workbook trace` hooks into an ``Observable``: a value being set, and each delivery
/// to a binding (which it wraps, so the widget changes the binding makes nest under it).
@MainActor
public struct TracingObservableHooks {
    /// Called with each new value as it is set.
    public var valueSet: (Any) -> Void
    /// Called around each delivery; it must call `deliver` exactly once.
    public var delivering: (Any, _ deliver: () -> Void) -> Void

    /// Creates the hooks.
    public init(valueSet: @escaping (Any) -> Void, delivering: @escaping (Any, _ deliver: () -> Void) -> Void)
    {
        self.valueSet = valueSet
        self.delivering = delivering
    }
}
