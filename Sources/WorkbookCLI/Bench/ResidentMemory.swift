// How much memory the process holds right now, for `workbook bench`. On macOS it is the
// bytes the allocator has handed out and not taken back; on Linux it is the resident set
// size after asking the allocator to return what it freed, which comes close.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Reads the memory the process is using.
enum ResidentMemory {
    /// Bytes in use, or `nil` where this platform can't say.
    static func current() -> Int? {
        #if canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return Int(statistics.size_in_use)
        #elseif canImport(Glibc)
            returnFreedMemory()
            // /proc/self/statm: total and resident sizes, in pages.
            guard let file = fopen("/proc/self/statm", "r") else { return nil }
            defer { fclose(file) }
            var buffer = [CChar](repeating: 0, count: 128)
            guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
            let fields = String(
                decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
            )
            .split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return nil
        #endif
    }

    #if canImport(Glibc)
        /// Asks glibc's allocator to give freed memory back (`malloc_trim(0)`), so the resident
        /// size reflects what is in use. It is looked up at run time: the Glibc module does not
        /// declare it, and another C library may not have it.
        private static func returnFreedMemory() {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
            _ = trim(0)
        }
    #endif
}
