// A binding's handle: whoever binds keeps it, and the binding lives exactly as long as the
// token (and the owner it was bound for). The property holds it weakly, so dropping the
// last reference ends the binding.

/// Keeps one ``Property`` binding alive; cancel it, or let it go, to stop hearing changes.
///
/// A view controller keeps its tokens in an array, so they go when it goes:
///
/// ```swift
/// private var bindings: [BindingToken] = []
/// ```
@MainActor
public final class BindingToken {
    public private(set) var isCancelled = false

    init(onCancel: @escaping @MainActor () -> Void) {
        // Step 3: the token remembers what to run when it is cancelled.
    }

    /// Ends the binding now: its handler is dropped and never called again.
    public func cancel() {
        // Step 3: cancelling runs `onCancel` the first time only, and marks the token
        // cancelled.
    }

    /// Appends this token to `tokens`, so the binding lives as long as that array's owner.
    public func store(in tokens: inout [BindingToken]) {
        // Step 3: the array keeps the token.
    }
}
