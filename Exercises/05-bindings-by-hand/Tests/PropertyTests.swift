// The tests of exercise 05: the hand-written binding on its own — what a binding hears, in
// what order, and when it stops hearing — and that neither the property nor a binding
// keeps anyone alive. No view model, no view kit: a property and small recorders.
// Read them; don't edit them.

import Exercise05Presentation
import Testing

/// Owns a binding in these tests and records what it hears.
@MainActor
private final class Recorder<Value> {
    var values: [Value] = []
}

/// Counts handler calls from outside the owner, so a call after the owner is gone shows.
@MainActor
private final class CallCounter {
    var count = 0
}

@MainActor
@Suite("Exercise 05 · Bindings by hand")
struct Exercise05Tests {
    // MARK: - Step 1: the current value at once

    @Test("binding delivers the current value at once")
    func initialDelivery() {
        let source = MutableProperty("first")
        let recorder = Recorder<String>()

        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        #expect(
            recorder.values == ["first"],
            "Step 1: bind should call the handler once, straight away, with the current value \"first\".")
        #expect(!token.isCancelled, "Step 1: a new binding's token is not cancelled.")
    }

    @Test("the handler is given the owner it was bound for")
    func handlerGetsTheOwner() {
        let source = MutableProperty(1)
        let owner = Recorder<Int>()
        var given: [Recorder<Int>] = []

        let token = source.readOnly.bind(to: owner) { owner, _ in given.append(owner) }

        #expect(
            given.count == 1 && given.first === owner,
            "Step 1: the handler's first argument is the owner passed to bind.")
        token.cancel()
    }

    // MARK: - Step 2: every change, every observer, in order

    @Test("every change reaches the observer, in the order it was made")
    func changesInOrder() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        source.value = 2
        source.value = 3

        #expect(
            recorder.values == [1, 2, 3],
            "Step 2: after setting 2 then 3, the binding should have heard [1, 2, 3]; it heard \(recorder.values)."
        )
        #expect(source.readOnly.value == 3, "Step 2: the property's value is the last one set.")
        token.cancel()
    }

    @Test("setting the value tells even an equal value; update tells only changes")
    func valueAndUpdate() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        source.value = 1
        source.update(1)
        source.update(2)

        #expect(
            recorder.values == [1, 1, 2],
            """
            Step 2: `value = 1` is heard even though nothing changed, `update(1)` is not, \
            `update(2)` is: expected [1, 1, 2], heard \(recorder.values).
            """)
        token.cancel()
    }

    @Test("every observer hears every change, in binding order")
    func manyObservers() {
        let source = MutableProperty(1)
        let log = Recorder<String>()
        var tokens: [BindingToken] = []
        for name in ["a", "b", "c"] {
            source.readOnly.bind(to: log) { $0.values.append("\(name)\($1)") }.store(in: &tokens)
        }

        source.value = 2

        #expect(
            log.values == ["a1", "b1", "c1", "a2", "b2", "c2"],
            """
            Step 2: three bindings a, b, c each hear 1 when bound, then each hears 2, in the \
            order they were bound: expected ["a1", "b1", "c1", "a2", "b2", "c2"], heard \(log.values).
            """)
    }

    // MARK: - Step 3: ending a binding

    @Test("a cancelled token hears nothing more, and the others still do")
    func cancelledTokenIsSilent() {
        let source = MutableProperty(1)
        let cancelled = Recorder<Int>()
        let kept = Recorder<Int>()
        let cancelledToken = source.readOnly.bind(to: cancelled) { $0.values.append($1) }
        let keptToken = source.readOnly.bind(to: kept) { $0.values.append($1) }

        cancelledToken.cancel()
        source.value = 2

        #expect(
            cancelled.values == [1],
            "Step 3: after cancel(), a binding hears nothing more; it heard \(cancelled.values).")
        #expect(
            kept.values == [1, 2], "Step 3: cancelling one binding leaves the others; heard \(kept.values).")
        #expect(!keptToken.isCancelled)
    }

    @Test("a released token hears nothing more, though its owner lives on")
    func releasedTokenIsSilent() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        var token: BindingToken? = source.readOnly.bind(to: recorder) { $0.values.append($1) }
        #expect(token != nil)

        token = nil
        source.value = 2

        #expect(
            recorder.values == [1],
            """
            Step 3: once nobody keeps its token, a binding hears nothing more — so the property \
            must not keep the token alive itself. It heard \(recorder.values).
            """)
    }

    @Test("a binding does not keep its owner alive")
    func ownerDeallocatesWhileBound() {
        let source = MutableProperty(1)
        weak var weakOwner: Recorder<Int>?
        var token: BindingToken?

        do {
            let owner = Recorder<Int>()
            token = source.readOnly.bind(to: owner) { $0.values.append($1) }
            weakOwner = owner
        }

        #expect(
            weakOwner == nil,
            "Step 3: binding must not keep the owner alive: when nothing else holds it, it goes.")
        #expect(token?.isCancelled == false)
    }

    @Test("once its owner is gone, a binding hears nothing")
    func goneOwnerIsSilent() {
        let source = MutableProperty(1)
        let calls = CallCounter()
        var token: BindingToken?
        do {
            let owner = Recorder<Int>()
            token = source.readOnly.bind(to: owner) { _, _ in calls.count += 1 }
        }

        source.value = 2
        source.value = 3

        #expect(
            calls.count == 1,
            "Step 3: after its owner has gone, a binding's handler is never called again; it ran \(calls.count) times."
        )
        #expect(token != nil)
    }

    // MARK: - Step 4: changes made while observers are being told

    @Test("a change made by an observer reaches everyone after the current change, in order")
    func reentrantChange() {
        let source = MutableProperty(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let resetToken = source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            if value == 5 { source.value = 0 }
        }
        let recordToken = source.readOnly.bind(to: second) { $0.values.append($1) }

        source.value = 5

        #expect(
            first.values == [0, 5, 0],
            "Step 4: the first observer hears 0, 5, then its own 0; heard \(first.values).")
        #expect(
            second.values == [0, 5, 0],
            """
            Step 4: the second observer must hear 5 before the 0 the first one set while hearing 5 — \
            expected [0, 5, 0], heard \(second.values). The last thing everyone hears is the current value.
            """)
        #expect(source.readOnly.value == 0)
        #expect(!resetToken.isCancelled && !recordToken.isCancelled)
    }

    @Test("a token cancelled by an earlier observer hears nothing of the current change")
    func cancelDuringDelivery() {
        let source = MutableProperty(1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        var secondToken: BindingToken?
        let firstToken = source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            secondToken?.cancel()
        }
        secondToken = source.readOnly.bind(to: second) { $0.values.append($1) }

        source.value = 2

        #expect(first.values == [1, 2])
        #expect(
            second.values == [1],
            """
            Step 4: the second binding was cancelled by the first observer while 2 was being told, \
            so it must not hear 2; it heard \(second.values).
            """)
        #expect(!firstToken.isCancelled)
    }

    @Test("a binding made while a change is told hears the current value once, then later changes")
    func bindDuringDelivery() {
        let source = MutableProperty(1)
        let first = Recorder<Int>()
        let late = Recorder<Int>()
        var tokens: [BindingToken] = []
        source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            if value == 2 {
                source.readOnly.bind(to: late) { $0.values.append($1) }.store(in: &tokens)
            }
        }
        .store(in: &tokens)

        source.value = 2
        source.value = 3

        #expect(first.values == [1, 2, 3])
        #expect(
            late.values == [2, 3],
            """
            Step 4: a binding made while 2 was being told hears 2 once (when bound), then 3; \
            expected [2, 3], heard \(late.values).
            """)
    }
}
