// What the workbook's binding doesn't have: a value nobody sets, computed from other
// properties — Save's enabled state from the fields and the values last saved. A view
// binds to it like any other output, through its `readOnly`.

import Bindings

/// Anything a derived value can follow, whatever the type of its value: the derived value
/// only needs to hear *that* an input changed, and reads what it needs when it computes.
@MainActor
public protocol DerivationSource: AnyObject {
    /// Calls `handler` now and after every change, handed the owner, as `bind(to:_:)` does.
    func bindChanges<Owner: AnyObject>(
        to owner: Owner, _ handler: @escaping (Owner) -> Void
    ) -> BindingToken
}

extension Property: DerivationSource {
    public func bindChanges<Owner: AnyObject>(
        to owner: Owner, _ handler: @escaping (Owner) -> Void
    ) -> BindingToken {
        // Starter: a binding that never calls the handler.
        bind(to: owner) { _, _ in }
    }
}

/// A read-only value computed from other properties. It follows every input for as long as
/// it lives, and its observers hear only real changes of what it computes.
@MainActor
public final class DerivedProperty<Value: Equatable> {
    /// What a view binds to: the computed value at once, then each real change.
    public var readOnly: Property<Value> { output.readOnly }
    private let output: MutableProperty<Value>
    private let compute: () -> Value

    /// `compute` reads the inputs' current values. It must not capture whoever keeps this
    /// derived value, or the two keep each other alive.
    public init(from inputs: [any DerivationSource], compute: @escaping () -> Value) {
        output = MutableProperty(compute())
        self.compute = compute
        // Starter: computed once, and never again.
    }
}
