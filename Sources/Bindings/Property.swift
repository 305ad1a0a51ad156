// The binding MVVM rests on, written by hand: a value that tells its observers whenever it
// changes. It knows nothing of users, screens or the view kit, and it never keeps an
// observer alive: the view model owns its properties, the view owns its bindings.

// MARK: - The read end: what a view can see

/// A value a view can read and bind to, but not change: only the ``MutableProperty`` that
/// made it can, so the compiler stops a view writing to its view model's outputs.
@MainActor
public final class Property<Value> {
    public private(set) var value: Value

    @MainActor
    private struct Observer {
        let id: Int
        /// The binding heard this change, and any before it, when it was made.
        let boundAt: Int
        weak var owner: AnyObject?
        weak var token: BindingToken?
        let deliver: (AnyObject, Value) -> Void

        var isLive: Bool {
            owner != nil && token.map { !$0.isCancelled } ?? false
        }
    }

    private var observers: [Observer] = []
    private var nextObserverID = 0
    private var changeCount = 0
    private var undelivered: [(number: Int, value: Value)] = []
    private var isDelivering = false

    fileprivate init(_ value: Value) {
        self.value = value
    }

    /// Calls `handler` now and after every change. It is handed the owner so that it has no
    /// reason to capture `self`: a handler that did would keep its owner alive.
    public func bind<Owner: AnyObject>(
        to owner: Owner,
        _ handler: @escaping (Owner, Value) -> Void
    ) -> BindingToken {
        observers.removeAll { !$0.isLive }
        let id = nextObserverID
        nextObserverID += 1
        let token = BindingToken { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
        let deliver: (AnyObject, Value) -> Void = { owner, value in
            if let owner = owner as? Owner { handler(owner, value) }
        }
        observers.append(
            Observer(id: id, boundAt: changeCount, owner: owner, token: token, deliver: deliver))
        handler(owner, value)
        return token
    }

    /// An observer may change the value while it hears a change (a view resetting a route
    /// does). That change waits until everyone has heard this one, so every observer hears
    /// every change, in order, and the last thing it hears is ``value``.
    fileprivate func send(_ newValue: Value) {
        changeCount += 1
        value = newValue
        undelivered.append((changeCount, newValue))
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !undelivered.isEmpty {
            let change = undelivered.removeFirst()
            for observer in observers where observer.boundAt < change.number {
                // Checked per observer: an earlier handler may have ended this binding.
                guard observer.isLive, let owner = observer.owner else { continue }
                observer.deliver(owner, change.value)
            }
        }
        observers.removeAll { !$0.isLive }
    }
}

// MARK: - The write end: what the view model keeps

/// The view model keeps this privately and hands out ``readOnly``.
@MainActor
public final class MutableProperty<Value> {
    public let readOnly: Property<Value>

    public init(_ initialValue: Value) {
        readOnly = Property(initialValue)
    }

    /// Setting it tells every observer, even of an equal value; ``update(_:)`` tells only changes.
    public var value: Value {
        get { readOnly.value }
        set { readOnly.send(newValue) }
    }
}

extension MutableProperty where Value: Equatable {
    public func update(_ newValue: Value) {
        if newValue != value { value = newValue }
    }
}
