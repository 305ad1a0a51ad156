// A binding's handle: whoever binds keeps it, and the binding lives exactly as long as the
// token (and the owner it was bound for). It knows nothing of what is observed; dropping
// the last reference to it ends the binding.

// MARK: - The token

/// Keeps one ``Observable`` binding alive; cancel it, or let it go, to stop hearing changes.
///
/// A view controller keeps its tokens in an array, so they go when it goes:
///
/// ```swift
/// private var bindings: [ObservationToken] = []
/// ```
@MainActor
public final class ObservationToken {
    /// Whether ``cancel()`` has been called; a cancelled binding hears nothing more.
    public private(set) var isCancelled = false

    /// Creates a token that runs `onCancel` once, when cancelled.
    init(onCancel: @escaping @MainActor () -> Void) {
        // Step 3: the token remembers what to run when it is cancelled.
    }

    /// Ends the binding now: its handler is dropped and never called again.
    public func cancel() {
        // Step 3: cancelling runs `onCancel` the first time only, and marks the token
        // cancelled.
    }

    /// Appends this token to `tokens`, so the binding lives as long as that array's owner.
    public func store(in tokens: inout [ObservationToken]) {
        // Step 3: the array keeps the token.
    }
}
