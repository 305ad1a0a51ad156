// The binding MVVM rests on, written by hand: a value that tells its observers whenever it
// changes. It knows nothing of users, screens or the view kit, and it never keeps an
// observer alive: the view model owns its properties, the view owns its bindings.

// MARK: - The read end: what a view can see

/// A value that can be read and bound to, but not changed, by whoever holds it.
///
/// ``bind(to:_:)`` calls the handler at once with the current value, then again after every
/// change, for every live binding in the order they were made:
///
/// ```swift
/// viewModel.summaryText.bind(to: self) { controller, text in
///     controller.summaryLabel.text = text
/// }
/// .store(in: &bindings)
/// ```
///
/// Only the ``MutableProperty`` that created it can change it, so the compiler stops a view
/// from writing to its view model's outputs. A binding lasts while both its ``BindingToken``
/// and its owner are alive; the property holds both weakly.
@MainActor
public final class Property<Value> {
    public private(set) var value: Value

    fileprivate init(_ value: Value) {
        self.value = value
    }

    /// Calls `handler` with the current value now and after every change, while both the
    /// returned token and `owner` are alive.
    ///
    /// The handler is given the owner so that it has no reason to capture `self`: a handler
    /// that did would keep its owner alive.
    public func bind<Owner: AnyObject>(
        to owner: Owner,
        _ handler: @escaping (Owner, Value) -> Void
    ) -> BindingToken {
        // Step 1: the handler hears the current value at once.
        // Step 3: the binding lasts while the token and the owner both live, and keeps
        // neither of them alive.
        BindingToken {}
    }

    /// Sets the value and tells every live observer, in binding order.
    ///
    /// An observer may change the value while it hears a change (a view resetting a route
    /// does). That change waits until everyone has heard the current one, so every
    /// observer hears every change, in order, and the last thing it hears is ``value``.
    fileprivate func send(_ newValue: Value) {
        value = newValue
        // Step 2: every live binding hears the new value, in the order the bindings were made.
        // Step 4: a value set while bindings are still hearing another is heard after it, by
        // everyone, in order.
    }
}

// MARK: - The write end: what the view model keeps

/// The only way to change a ``Property``: the view model keeps this privately and hands
/// out ``readOnly``.
///
/// ```swift
/// private let summary = MutableProperty("")
/// public var summaryText: Property<String> { summary.readOnly }
/// ```
@MainActor
public final class MutableProperty<Value> {
    public let readOnly: Property<Value>

    public init(_ initialValue: Value) {
        readOnly = Property(initialValue)
    }

    /// Setting it tells every observer, even when the value is equal to the old one; use
    /// ``update(_:)`` to tell only changes.
    public var value: Value {
        get { readOnly.value }
        // Step 2: setting the value tells every observer, even an equal value.
        set {}
    }
}

extension MutableProperty where Value: Equatable {
    /// Sets `newValue` only if it differs, so observers hear changes and never repeats.
    public func update(_ newValue: Value) {
        // Step 2: a new value is set, and told; an equal one is not.
    }
}
