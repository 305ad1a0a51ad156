// The binding this whole pattern rests on, written by hand: a value that tells its observers
// whenever it changes. It knows nothing of users, screens or the view kit, and it must never
// keep an observer alive: the view model owns observables, the view owns its bindings.
//
// Name clash, on purpose: Swift's `@Observable` macro (the Observation framework) and
// RxSwift's `Observable` are different things; see the type's documentation.

// MARK: - The read end: what a view can see

/// A value that can be read and observed, but not changed, by whoever holds it.
///
/// Not to be confused with two famous namesakes:
/// - Swift's `@Observable` macro tracks which properties a SwiftUI body *reads* and
///   re-runs the body; nobody subscribes by hand. Here you bind a closure yourself.
/// - RxSwift's `Observable` is a stream of events that may complete or fail, with
///   operators and schedulers. This one always *has* a value, never ends, and has no
///   operators: it is the smallest thing a view model and its view need.
///
/// ``bind(_:_:)`` calls the handler at once with the current value, then again after
/// every change, for every live binding in the order they were made:
///
/// ```swift
/// viewModel.summaryText.bind(self) { controller, text in
///     controller.summaryLabel.text = text
/// }
/// .store(in: &bindings)
/// ```
///
/// **Who may write.** Only the ``MutableObservable`` that created an observable can change
/// it. A view model keeps its `MutableObservable`s private and hands out their read-only
/// ``MutableObservable/observable``, so the compiler — not a convention — stops a view
/// from writing to the view model's outputs, even inside the same module.
///
/// **Lifetimes.** A binding lasts while both its ``ObservationToken`` and its owner are
/// alive, and the observable never keeps a view (or anything else) alive. The handler
/// receives the owner as an argument, so it has no reason to capture `self` — and must
/// not, or the handler itself would keep the owner alive.
@MainActor
public final class Observable<Value> {
    /// The current value: the latest one set by the ``MutableObservable``.
    public private(set) var value: Value

    @MainActor
    private struct Observer {
        let id: Int
        /// The change number current when the binding was made; the binding already heard it.
        let boundAt: Int
        weak var owner: AnyObject?
        weak var token: ObservationToken?
        let deliver: (AnyObject, Value) -> Void

        var isLive: Bool {
            owner != nil && token.map { !$0.isCancelled } ?? false
        }
    }

    private var observers: [Observer] = []
    private var nextObserverID = 0
    /// How many times the value has changed; numbers each change for delivery.
    private var changeCount = 0
    /// Changes set while observers were still hearing an earlier one, oldest first.
    private var undelivered: [(number: Int, value: Value)] = []
    private var isDelivering = false

    fileprivate init(_ value: Value) {
        self.value = value
    }

    // MARK: - Binding

    /// Calls `handler` with the current value now and after every change, while both the
    /// returned token and `owner` are alive and the token is not cancelled.
    ///
    /// - Parameters:
    ///   - owner: whatever the handler updates, usually the view controller. Held weakly:
    ///     when it goes away, so does the binding.
    ///   - handler: receives the owner and the value. Use the owner it is given instead
    ///     of capturing `self`.
    /// - Returns: the binding's token. Keep it as long as you want to hear changes;
    ///   releasing or cancelling it ends the binding.
    public func bind<Owner: AnyObject>(
        _ owner: Owner,
        _ handler: @escaping (Owner, Value) -> Void
    ) -> ObservationToken {
        observers.removeAll { !$0.isLive }
        let id = nextObserverID
        nextObserverID += 1
        let token = ObservationToken { [weak self] in
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

    // MARK: - Delivering changes

    /// Sets the value and tells every live observer, in binding order.
    ///
    /// An observer may change the value while it hears a change (a view resetting a route
    /// does). That change waits until everyone has heard the current one, so every
    /// observer hears every change, in order, and the last thing it hears is ``value``.
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

/// The only way to change an ``Observable``: the view model keeps this privately and
/// hands out ``observable``.
///
/// ```swift
/// private let summary = MutableObservable("")
/// public var summaryText: Observable<String> { summary.observable }
/// ```
@MainActor
public final class MutableObservable<Value> {
    /// The read-only side, for views to bind to.
    public let observable: Observable<Value>

    /// Creates an observable holding `initialValue`.
    public init(_ initialValue: Value) {
        observable = Observable(initialValue)
    }

    /// The current value; setting it tells every observer, even when it is equal to the
    /// old one (use ``update(_:)`` to tell only changes).
    public var value: Value {
        get { observable.value }
        set { observable.send(newValue) }
    }
}

extension MutableObservable where Value: Equatable {
    /// Sets `newValue` only if it differs from the current value, so observers hear
    /// changes and never repeats.
    public func update(_ newValue: Value) {
        if newValue != value { value = newValue }
    }
}
