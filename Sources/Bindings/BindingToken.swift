// A binding's handle: the binding lasts while whoever bound keeps this token (and the owner
// it was bound for). The property holds it weakly, so letting it go ends the binding.

@MainActor
public final class BindingToken {
    public private(set) var isCancelled = false
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel?()
        onCancel = nil
    }

    public func store(in tokens: inout [BindingToken]) {
        tokens.append(self)
    }
}
