// The sample service waits for its latency on the injected clock — never on the wall clock.

import Testing
import UserModel

@Suite("The sample service")
struct SampleUserServiceTests {
    @Test("answers only once its latency has passed on the clock")
    func waitsForLatency() async throws {
        let clock = ManualClock()
        let service = SampleUserService(latency: .milliseconds(300), clock: clock)
        let fetch = Task { try await service.fetchUsers() }
        await clock.waitForSleepers(count: 1)

        await clock.advance(by: .milliseconds(299))
        let stillSleeping = await clock.sleeperCount
        await clock.advance(by: .milliseconds(1))

        #expect(stillSleeping == 1)
        #expect(try await fetch.value == User.sample)
        #expect(await clock.sleeperCount == 0)
    }

    @Test("a cancelled fetch stops sleeping at once, though the clock never moves")
    func cancelledWhileSleeping() async {
        let clock = ManualClock()
        let service = SampleUserService(latency: .milliseconds(300), clock: clock)
        let fetch = Task { try await service.fetchUsers() }
        await clock.waitForSleepers(count: 1)

        fetch.cancel()
        let result = await fetch.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await clock.sleeperCount == 0)
    }

    @Test("with the immediate clock, answers at once")
    func immediate() async throws {
        let users = try await SampleUserService(clock: ImmediateClock()).fetchUsers()

        #expect(users.count == 6)
    }

    @Test("the sample has unique ids, valid ages and emails, and the rules' edge cases")
    func sampleIsValid() {
        let sample = User.sample

        #expect(Set(sample.map(\.id)).count == sample.count)
        #expect(sample.allSatisfy { User.validAges.contains($0.age) && $0.email.contains("@") })
        #expect(sample.contains { $0.age == 1 })
        #expect(sample.contains { $0.age >= 100 })
        #expect(sample.contains { TextFolding.fold($0.lastName) != $0.lastName.lowercased() })
        #expect(Dictionary(grouping: sample, by: \.lastName).values.contains { $0.count == 2 })
    }
}
