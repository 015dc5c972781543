#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with a condition to wait on: the library does not link Foundation.
///
/// Invariant: a pthread mutex and condition must not move, so they live in memory of
/// their own, allocated and initialized in `init`, destroyed and freed in `deinit`, when
/// no thread can hold or wait on them any more; the pointers themselves never change,
/// which is what makes sharing the lock between threads sound. `wait` is only called
/// inside `locked`; debug builds check that the system calls succeed.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// `body` while no other thread runs a `locked` of this lock.
    package func locked<T>(_ body: () throws -> T) rethrows -> T {
        let locking = pthread_mutex_lock(mutex)
        assert(locking == 0, "pthread_mutex_lock failed")
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `locked`: lets go of the lock until another thread calls `wakeAll`, then
    /// takes it again. Callers check what they wait for in a loop (wake-ups may be spurious).
    package func wait() {
        let waiting = pthread_cond_wait(condition, mutex)
        assert(waiting == 0, "pthread_cond_wait failed: is the lock held?")
    }

    /// Wakes every thread waiting in `wait`.
    package func wakeAll() {
        pthread_cond_broadcast(condition)
    }
}
