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
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the binding now: its handler is dropped and never called again.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel?()
        onCancel = nil
    }

    /// Appends this token to `tokens`, so the binding lives as long as that array's owner.
    public func store(in tokens: inout [BindingToken]) {
        tokens.append(self)
    }
}
