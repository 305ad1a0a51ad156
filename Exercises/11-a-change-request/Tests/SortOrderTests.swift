// Step 1's tests: the new order as a plain rule on users, checked directly — no presenter,
// no view model, no view.

import Testing
import UserModel

@testable import Exercise11

@Suite("Exercise 11 · A change request · the age order")
struct Exercise11SortOrderTests {
    @Test("by age puts the youngest first, and people of the same age in name order", arguments: SortCase.all)
    func byAgeIsYoungestFirst(list: SortCase) {
        let sorted = SortOrder.byAge.sorted(list.users)

        #expect(
            sorted.map(UserRow.init(user:)) == list.byAge,
            "Step 1: by age, \(list.name) should come out as \(list.byAge.map(\.title))")
    }

    @Test("by name is still the list's usual order", arguments: SortCase.all)
    func byNameIsTheUsualOrder(list: SortCase) {
        let sorted = SortOrder.byName.sorted(list.users)

        #expect(
            sorted.map(UserRow.init(user:)) == list.byName,
            "Step 1: by name, \(list.name) should come out as \(list.byName.map(\.title))")
    }
}
