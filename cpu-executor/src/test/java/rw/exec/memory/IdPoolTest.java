package rw.exec.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IdPoolTest {
  @Test
  void handsOutFreshIdsFromOne() {
    IdPool pool = new IdPool(4);
    assertEquals(1, pool.take());
    assertEquals(2, pool.take());
    assertEquals(3, pool.idBound());
  }

  @Test
  void doesNotReuseWhileFewerThanQuarantineAreReleased() {
    IdPool pool = new IdPool(3);
    int a = pool.take();
    int b = pool.take();
    pool.release(a);
    pool.release(b);
    assertEquals(3, pool.take());
    assertEquals(2, pool.releasedCount());
  }

  @Test
  void reusesTheIdReleasedLongestAgoOnceQuarantineIsFull() {
    IdPool pool = new IdPool(2);
    int a = pool.take();
    int b = pool.take();
    int c = pool.take();
    pool.release(b);
    pool.release(a);
    pool.release(c);
    assertEquals(b, pool.take());
    assertEquals(a, pool.take());
    assertEquals(4, pool.take());
  }

  @Test
  void ringGrowsKeepingOrder() {
    IdPool pool = new IdPool(1000);
    for (int i = 0; i < 200; i++) pool.take();
    for (int i = 1; i <= 200; i++) pool.release(i);
    IdPool small = new IdPool(0);
    for (int i = 0; i < 100; i++) small.take();
    for (int i = 100; i >= 1; i--) small.release(i);
    for (int i = 100; i >= 1; i--) assertEquals(i, small.take());
    assertEquals(200, pool.releasedCount());
  }
}
