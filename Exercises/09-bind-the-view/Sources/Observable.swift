// Given, complete: the hand-written binding from exercise 07. A value that tells whoever is
// bound to it about every change; it knows nothing of views or users. (The name clashes with
// Swift's `@Observable` macro and with RxSwift's `Observable`; this is neither.)

// MARK: - The observable value

/// A value that delivers itself to every bound observer at once and after every change.
///
/// Not Swift's `@Observable` macro, nor RxSwift's `Observable`: a hand-written binding, so
/// that everything MVVM relies on is in plain sight.
@MainActor
public final class Observable<Value> {
    /// The current value; every assignment is delivered to every live binding.
    public var value: Value {
        didSet { notifyObservers() }
    }

    private var registrations: [Registration] = []

    /// Creates an observable holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value at once, then with every new value, until the
    /// returned token is cancelled or released.
    public func bind(_ observer: @escaping @MainActor (Value) -> Void) -> BindingToken {
        let token = BindingToken()
        registrations.append(Registration(token: token, observer: observer))
        observer(value)
        return token
    }

    private func notifyObservers() {
        registrations.removeAll { !$0.isLive }
        for registration in registrations where registration.isLive {
            registration.observer(value)
        }
    }

    // MARK: - Bookkeeping

    /// One bound observer. The token is held weakly: when its owner lets it go, the binding ends.
    @MainActor
    private struct Registration {
        weak var token: BindingToken?
        var observer: @MainActor (Value) -> Void

        var isLive: Bool {
            guard let token else { return false }
            return !token.isCancelled
        }
    }
}

// MARK: - The token that keeps a binding alive

/// Keeps a binding alive: cancel it, or let it go, and its observer hears nothing more.
@MainActor
public final class BindingToken {
    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    /// Creates a live token; ``Observable/bind(_:)`` makes one for every binding.
    public init() {}

    /// Ends the binding: its observer is never called again. Cancelling twice is harmless.
    public func cancel() {
        isCancelled = true
    }
}
